# exit: any
$x = Integer[1, 60].reduce([1]) |$m, $i| { [$m, $m] }
notice(inline_template('<%= @x.size %><%= @x.flatten.size %>'))
