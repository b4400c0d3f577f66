$s = 'str'
$i = 5
$f = 1.5
$a = [1]
$h = {}
$b = true
notify { 'a': message => inline_template(@(E)) }
<%= @s.is_a?(String) %>|<%= @i.is_a?(Integer) %>|<%= @i.is_a?(Numeric) %>|<%= @f.is_a?(Float) %>|<%= @a.kind_of?(Array) %>|<%= @h.is_a?(Hash) %>|<%= @b.is_a?(TrueClass) %>|<%= false.is_a?(FalseClass) %>|<%= nil.is_a?(NilClass) %>|<%= :s.is_a?(Symbol) %>
<%= @s.class %>|<%= @i.class %>|<%= @f.class %>|<%= @a.class %>|<%= @h.class %>|<%= @b.class %>|<%= nil.class %>|<%= :x.class %>|<%= (1..2).class %>|<%= @i.instance_of?(Integer) %>|<%= @s.class == String %>|<%= String === @s %>
<%= @s.respond_to?(:upcase) %>|<%= @i.respond_to?(:each) %>|<%= @a.respond_to?(:each) %>|<%= @s.nil? %>|<%= nil.nil? %>|<%= @i.is_a?(String) %>|<%= [@s, @i].map(&:class).inspect %>|<%= @b.is_a?(Object) %>
<%= nil.to_s.inspect %>|<%= nil.to_a.inspect %>|<%= nil.to_i %>|<%= nil.inspect %>|<%= @i.to_s.class %>|<%= @s.to_sym.class %>|<%= :sym.to_s %>|<%= 5.to_s(2) %>|<%= 255.to_s(16) %>
<%= Integer('42') + 1 %>|<%= Float('1.5') %>|<%= String(5) %>|<%= @i.integer? %>|<%= @f.nan? %>|<%= @i.between?(1, 10) %>|<%= [1, 'a', :b, nil, 2.0, true].map { |v| v.class.to_s }.join(',') %>
<%= @i.to_s.rjust(3, '0') %>|<%= @i.is_a?(Comparable) %>|<%= @a.is_a?(Enumerable) %>|<%= @h.is_a?(Enumerable) %>|<%= @i.positive? %>|<%= -1.negative? %>
E
