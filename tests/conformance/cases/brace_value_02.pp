notify { 'a': }
$x = Notify['a'] { message => 'o' }
notice($x)
