$x = 'a' =~ /'/
$y = @(E)
  body
  E
notify { $y: }
