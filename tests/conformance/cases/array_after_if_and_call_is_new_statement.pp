if true { notify { 'a': } }
[1, 2].each |$x| { notify { "n${x}": } }
notice('b')
['c'].each |$x| { notify { $x: } }
$h = { k => 'v' }
$h.keys
['d'].each |$x| { notify { $x: } }
