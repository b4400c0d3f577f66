Resource['nosuch'] { 'dyn': }
