# parsejson() and parseyaml() of text nested 100,000 levels deep.
# exit: any
$open = Integer[1, 100000].map |$i| { '[' }.join('')
$close = Integer[1, 100000].map |$i| { ']' }.join('')
$j = parsejson("${open}${close}")
$y = parseyaml("${open}${close}")
notice($j.length, $y.length)
