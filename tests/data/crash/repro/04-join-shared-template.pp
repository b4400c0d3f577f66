# A template joining a shared array past the string budget.
# exit: any
$big = sprintf('%100000000s', 'x')
$many = Integer[1, 100].map |$i| { $big }
notice(inline_template('<%= @many.join(",").size %>'))
