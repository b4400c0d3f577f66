$s = '  Hello World  '
$csv = 'a,b,,c'
notify { 'a': message => inline_template(@(E)) }
<%= @s.strip %>|<%= @s.lstrip %>|<%= @s.rstrip %>|<%= @s.upcase %>|<%= @s.downcase %>|<%= 'hELLO wORLD'.capitalize %>|<%= 'Hello'.swapcase %>
<%= @csv.split(',').inspect %>|<%= @csv.split(',', -1).inspect %>|<%= 'a b  c'.split.inspect %>|<%= 'a b  c'.split(' ').inspect %>|<%= 'abc'.split('').inspect %>|<%= 'a1b2c'.split(/\d/).inspect %>|<%= 'a,b,c'.split(',', 2).inspect %>
<%= 'foo'.start_with?('f') %>|<%= 'foo'.end_with?('oo', 'x') %>|<%= 'foo'.include?('o') %>|<%= 'foo'.empty? %>|<%= ''.empty? %>|<%= 'foo'.length %>|<%= 'foo'.size %>
<%= 'abc'.reverse %>|<%= 'abc'[0] %>|<%= 'abc'[-1] %>|<%= 'abcdef'[1, 3] %>|<%= 'abcdef'[1..3] %>|<%= 'abcdef'[2..-1] %>|<%= 'abc'[10].inspect %>|<%= 'abc'.chars.inspect %>
<%= 'x'.ljust(4, '.') %>|<%= 'x'.rjust(4) %>|<%= 'x'.center(5, '*') %>|<%= 'ab'.ljust(1) %>|<%= 'abc'.tr('ab', 'xy') %>|<%= 'aabbcc'.squeeze %>|<%= 'abc'.delete('b') %>
<%= "line\n".chomp %>|<%= 'abc'.chomp('c') %>|<%= 'abc'.chop %>|<%= '42'.to_i + 1 %>|<%= '42abc'.to_i %>|<%= 'abc'.to_i %>|<%= '0x1A'.hex %>|<%= '3.7'.to_f %>|<%= ' 12 '.to_i %>
<%= 'abc'.to_sym.inspect %>|<%= 'abc'.to_s %>|<%= 'a-b_c'.tr('-', '_') %>|<%= 'Hello' * 2 %>|<%= 'a' + 'b' %>|<%= 'hello world'.count('lo') %>|<%= 'hello'.index('l') %>|<%= 'hello'.rindex('l') %>
<%= 'snake_case_word'.split('_').map(&:capitalize).join %>|<%= 'abc'.succ %>|<%= 'az'.next %>|<%= 'abc'.ord %>|<%= 97.chr %>|<%= 'abc'.bytes.inspect %>|<%= 'ab'.each_char.to_a.inspect %>
<%= "a\nb\n".lines.inspect %>|<%= "a\nb".each_line.map(&:chomp).inspect %>|<%= 'x=%s y=%d' % ['a', 5] %>|<%= '%05.2f' % 3.14159 %>|<%= '%-5s|' % 'ab' %>|<%= '%x %o %b %e' % [255, 8, 5, 12345.678] %>|<%= '%s' % nil %>|<%= '%3d%%' % 7 %>
<%= 'Abc'.casecmp('aBC') %>|<%= 'Abc'.casecmp?('aBC') %>|<%= 'abc'.eql?('abc') %>|<%= 'a'.between?('a', 'c') %>
<%= 'hello world'.partition(' ').inspect %>|<%= 'abc' =~ /b/ %>|<%= 'été'.bytesize %>|<%= 'été'.length %>|<%= 'ÉTÉ'.downcase %>
E
