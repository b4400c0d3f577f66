$f = {a=>1,b=>2,c=>3}.filter |$k,$v| { $v > 1 }
$m = [5,6].map |$i,$v| { $i * $v }
$n = {a=>1}.map |$k,$v| { "${k}${v}" }
notify { "f=${f} m=${m} n=${n}": }
