[1, 2].each |$x| { notify { "n${x}": } }
{ 'a' => 1 }.each |$k, $v| { notify { "h${k}${v}": } }
['q'].each |$i, $v| { notify { "i${i}${v}": } }
