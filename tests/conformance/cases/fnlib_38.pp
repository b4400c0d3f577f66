notify { "x": message => [{a=>1}.map |$k, $v| { "${k}${v}" }, {a=>1}.map |$e| { $e }] }
