Resource['nosuch'] { 'x': }
