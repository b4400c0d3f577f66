define d($require = 1) { notify { $title: } }
d { "a": }
