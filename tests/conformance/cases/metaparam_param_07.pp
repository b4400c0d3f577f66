notify { "n": }
define d($require = Notify["n"]) { notify { $title: } }
d { "a": }
