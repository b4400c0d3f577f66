# join, flatten and String of a shared array whose text is past the budget.
# exit: 1
$big = sprintf('%100000000s', 'x')
$many = Integer[1, 100].map |$i| { $big }
notice(join($many, ',').length)
