$x = @("END")
  hi
  | END
notify { $x.strip: }
