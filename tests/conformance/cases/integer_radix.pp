notify { "${Integer('0b101')} ${Integer('0o17')} ${Integer('017')} ${Integer('ff', 16)} ${String(255, '%x')} ${Integer('  12  ')}": }
