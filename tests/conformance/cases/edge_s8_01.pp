define outer::d($v) { inner::d { "${title}-i": v => $v } }
define inner::d($v) { notify { "${title}-n": message => $v } }
class k { outer::d { 'one': v => 1 } }
include k
Notify <| title == 'one-i-n' |> { message => 'over' }
