define d($m = 1 + "x") { notify { $title: message => "m=${m}" } }
d { "a": }
