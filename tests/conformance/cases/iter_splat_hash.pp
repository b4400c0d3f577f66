$users = { 'a' => { 'uid' => 1 }, 'b' => { 'uid' => 2, 'shell' => '/bin/zsh' } }
$users.each |$n, $attrs| { user { $n: * => $attrs } }
