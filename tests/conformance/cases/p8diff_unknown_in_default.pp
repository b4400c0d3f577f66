define d($m = $nothere) { notify { $title: message => "m=${m}" } }
d { 'a': }
