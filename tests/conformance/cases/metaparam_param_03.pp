define d($tag = "x") { notify { $title: } }
d { "a": }
