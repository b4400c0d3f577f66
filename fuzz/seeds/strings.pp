$x = "a${1 + 2}b\u{1F600}\t"
$h = @("END"/L)
  heredoc ${x} \
  continued
  | END
notice(sprintf('%05.2f|%-4s|%x', 3.14159, 'ab', 255), $h, 'ab' =~ /^(a)(b)$/, $1)
notice(regsubst('hello', /l+/, 'L'), split('a,b', ','), "é" =~ /é/)
