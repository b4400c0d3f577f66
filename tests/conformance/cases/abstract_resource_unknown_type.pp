Resource['nosuch'] { 'a': }
