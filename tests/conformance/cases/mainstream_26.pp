notify { sprintf('%s-%03d-%.1f-%x', 'a', 7, 2.25, 255): }
