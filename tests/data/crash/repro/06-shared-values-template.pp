# A value shared 2^60 ways handed to a template: converted, marked
# frozen, compared and written back once per distinct part.
# exit: 0
# expect: notice: 2 true
$x = Integer[1, 60].reduce([1]) |$m, $i| { [$m, $m] }
notice(inline_template('<%= @x.size %> <%= @x == @x %>'))
