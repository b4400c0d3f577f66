define d($before = undef) { notify { $title: } }
d { "a": }
