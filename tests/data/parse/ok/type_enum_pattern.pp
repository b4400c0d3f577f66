class t(Enum['a', 'b'] $e, Pattern[/^x/] $p, Variant[String, Integer] $v, Array[String, 1] $arr, Hash[String, Integer] $h) {
  notify { "${e} ${p} ${v} ${arr} ${h}": }
}
class { 't': e => 'a', p => 'xyz', v => 3, arr => ['q'], h => { 'k' => 1 } }
