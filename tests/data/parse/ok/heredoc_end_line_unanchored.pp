$a = @("EOT"/)
  hello
  |$x EOT
notice($a)
