notify { "lam": message => inline_template(@(E)) }
<% sq = lambda { |x| x * x }; add = ->(a, b) { a + b }; pr = proc { |a, b| [a, b] }; neg = Proc.new { |x| -x } -%>
<%= sq.call(3) %>|<%= sq.(4) %>|<%= sq[5] %>|<%= add.call(1, 2) %>|<%= pr.call(1).inspect %>|<%= pr.call(1, 2, 3).inspect %>|<%= neg.call(2) %>|<%= [1, 2].map(&sq).inspect %>|<%= sq.lambda? %>|<%= pr.lambda? %>|<%= -> { 7 }.call %>|<%= ->(x = 2) { x }.call %>
E
