define d($m = fail("boom")) { notify { $title: message => "m=${m}" } }
d { "a": }
