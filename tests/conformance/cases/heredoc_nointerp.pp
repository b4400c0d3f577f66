$t = @(END)
  $notvar ${x}
  END
notify { $t: }
