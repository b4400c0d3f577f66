define d($noop = true) { notify { $title: } }
d { "a": }
