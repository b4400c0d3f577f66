define d($alias = "q") { notify { $title: } }
d { "a": }
