rt_cloned { 'nokey': }
