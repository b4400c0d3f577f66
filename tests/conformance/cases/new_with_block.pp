notify { "${Integer.new('12')} ${Array.new(3)} ${Array('ab', true)} ${String.new([1,2])}": }
