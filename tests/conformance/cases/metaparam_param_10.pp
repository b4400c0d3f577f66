define d($schedule = "s") { notify { $title: } }
d { "a": }
