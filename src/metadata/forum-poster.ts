// The poster of a forum thread's first post: "楼主 海风吹过", "樓主：kevin_88", "发帖人: 江城老张".
// The label says the name after it is the post's writer, so a login or a pen name of any shape
// counts (as a Latin pen name does after 作者：), up to the next separator or label. A bare
// 楼主 (the label alone, a "reply to the poster" link) names nobody.
import { HAN_LABEL } from './text.js';

const POSTER = /(?:^|[\s|｜【[（(])(?:楼主|樓主|发帖人|發帖人|帖主)[\s：:]*([^\s|｜:：，,。（()）【】[\]]{2,20})/u;
/** What a forum prints after the label that is no one's name: its buttons and stamps. */
const NOT_POSTER = /^(?:发表|發表|发布|發佈|發布|回复|回覆|只看|只看该作者|只看該作者|楼主|樓主|电梯|電梯|倒序|正序|查看|举报|舉報|收藏|分享|引用|私信|加关注|加關注|在线|在線|离线|離線|\d)/u;

export function forumPoster(text: string): string | undefined {
  const m = POSTER.exec(text);
  const name = m?.[1];
  if (!name || NOT_POSTER.test(name) || HAN_LABEL.test(name)) return undefined;
  return name;
}
