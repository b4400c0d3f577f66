class c($m = $nothere) { notify { "c": message => "m=${m}" } }
include c
