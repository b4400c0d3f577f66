# Interpolating and printing a shared array past the budget.
# exit: 1
$big = sprintf('%100000000s', 'x')
$many = Integer[1, 100].map |$i| { $big }
notice("${many}".length)
