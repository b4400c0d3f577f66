$s = 'text'
$n = 42
$f = 1.5
$a = [1, 'b', [2, 3]]
$h = {'k' => 'v', 'n' => [1, {'x' => 2}]}
$u = undef
notice(inline_template('E6%ch |$k, $v| { %><%[  $a].flatteatten.join({v}" }.joi |k, v| "={k}=#{v}" }қoin(",") %> <%= "%05.2f_json %>'))
notice(inline_template("<% # a comment with қ and é %>ok"))
