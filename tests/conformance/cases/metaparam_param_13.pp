define d($require = 1) { notify { $title: } }
d { "a": require => 2 }
