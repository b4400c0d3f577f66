create_resources('notify', { 'a' => { 'message' => 'm' } })
create_resources('class', { 'k' => { 'p' => 5 } })
class k($p) { notify { "k ${p}": } }
