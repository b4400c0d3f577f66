notice({a => 1, b => 2}.filter |$k, $v| { $v > 1 }, {a => 1}.map |$k, $v| { "${k}=${v}" })
