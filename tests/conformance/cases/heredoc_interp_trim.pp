$name = 'world'
$t = @("END"/L)
  Hello ${name} \
  continued
  | END
notify { $t: }
