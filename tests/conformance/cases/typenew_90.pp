notify { 'x': message => "${Integer.new('42', 16)} ${Integer.new('-0x1f')} ${Float.new('-2.5', true)} ${Integer.new('  3')}" }
