notify { "x": message => [[1,2,3].filter |$i, $v| { $i > 0 }, {a=>1,b=>2}.filter |$k, $v| { $v > 1 }] }
