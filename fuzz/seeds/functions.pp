function double(Integer $x) >> Integer { $x * 2 }
notice(double(4), [1, 2].map |$v| { double($v) }, with(1, 2) |$a, $b| { $a + $b })
notice(Integer('0x1f'), String(12, '%o'), Array({a => 1}), Hash([[a, 1]]))
notice(inline_epp('<% [1, 2].each |$i| { -%><%= $i %>,<% } -%>'))
