notify { 'range': message => [range(1, 5), range('1', '10', 3), range('a', 'e'), range('a..d'), range('1...4'), range('2-5'), range(5, 1), range('host01', 'host04'), range('az', 'bc'), range(0, 6, 2)] }
notify { 'shell_split': message => [shell_split('a b  c'), shell_split('cmd "two words" \'single q\' esc\\ aped x"y"z'), shell_split(''), shell_split('"a\\"b" \'\\n\'')] }
notify { 'convert_base': message => [convert_base(5, 2), convert_base('254', '16'), convert_base(35, 36), convert_base(0, 8)] }
notify { 'reject': message => [reject(['aaa', 'bbb', 'ccc', 'aaaddd'], 'aaa'), reject(['a1', 'b2'], '\d')] }
notify { 'ip_in_range': message => [stdlib::ip_in_range('10.1.2.3', '10.0.0.0/8'), stdlib::ip_in_range('11.1.2.3', '10.0.0.0/8'), stdlib::ip_in_range('192.168.1.5', ['10.0.0.0/8', '192.168.1.0/24']), stdlib::ip_in_range('2001:db8::1', '2001:db8::/32'), stdlib::ip_in_range('10.0.0.1', '10.0.0.1')] }
notify { 'load': message => [loadyaml('/nonexistent/file.yaml', {'default' => 'value'}), loadjson('/nonexistent/file.json', ['d']), String(loadyaml('/nonexistent/x.yaml'))] }
