$s = [1,2,3,4].reduce |$m, $v| { $m + $v }
$h = {a=>1,b=>2}.reduce |$m, $kv| { "${m}|${kv}" }
notify { "s=${s} h=${h}": }
