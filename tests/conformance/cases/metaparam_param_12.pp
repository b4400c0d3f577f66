define d($audit = "all") { notify { $title: } }
d { "a": }
