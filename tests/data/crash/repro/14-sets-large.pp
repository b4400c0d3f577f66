# unique, -, union and a template hash at 100,000 elements.
# exit: 0
$a = Integer[1, 100000].map |$i| { "s${i}" }
$b = Integer[1, 100000].map |$i| { "s${$i * 2}" }
notice(unique($a + $b).length, ($a - $b).length)
notice(inline_template('<% h = {}; @a.each { |k| h[k] = 1 } %><%= h.size %>'))
