notice(1) if $x =~ /[/ { }
$y = 1 2
